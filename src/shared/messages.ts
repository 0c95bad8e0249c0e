/**
 * Every user-facing message the spec names (§5, §8), exactly as written there.
 * Server and web both import from here; never retype one of these strings.
 */

export const AUTH_MESSAGES = {
  wrongPassword: 'Incorrect password. Please try again.',
  userNotFound: 'No account found with this email.',
  tooManyRequests: 'Too many failed attempts. Please try again later or reset your password.',
  invalidCredential: 'Incorrect email or account does not exist.',
  genericError: 'An error occurred',
  googleFailed: 'Google sign-in failed',
  googleSignupFailed: 'Google sign-up failed',
  resetSent: 'Password reset email sent! Check your inbox.',
  resetSentTo: (email: string) => `Password reset email sent to ${email}. Please check your inbox...`,
  resetFailed: 'Failed to send password reset email. Please try again.',
  resetNoEmail: 'No email address found for your account.',
} as const;

export const SIGNUP_MESSAGES = {
  emailInUse: 'An account with this email already exists. Please try signing in instead.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  invalidEmail: 'Please enter a valid email address.',
  operationNotAllowed: 'Email/password accounts are not enabled. Please contact support.',
  unknown: 'An unknown signup error occurred.',
  /**
   * Sign-up answers the same whether or not the address has an account (issue 28). When the new
   * password does not open an account, this is all the page says; the address's owner is mailed.
   */
  checkEmail: (email: string) =>
    `We have sent a message to ${email}. If you already have an account with this address, sign in or reset your password.`,
} as const;

/** The mail to an address's owner when someone tries to sign up with it again (issue 28). */
export const EXISTING_ACCOUNT_MAIL = {
  subject: 'Someone tried to sign up with your e-mail',
  heading: 'You already have an account',
  tried: 'Someone (hopefully you) just tried to create a new Moonlit Tales account with this address.',
  /** Spec §8 email-already-in-use, said to the one person it may be said to. */
  signInInstead: SIGNUP_MESSAGES.emailInUse,
  forgot: 'Forgot your password? Choose “Forgot your password?” on the sign-in page to set a new one.',
  action: 'Sign in',
  footer: 'If this was not you, you can ignore this e-mail: nothing has changed on your account.',
} as const;

export const VALIDATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  preferencesTooLarge: 'Preferences are too large (at most 2 KB of settings).',
  passwordTooShort: 'Password must be at least 6 characters long',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  invalidPlan: 'Invalid plan selected',
  selectChildFirst: 'Please select a child first',
  nameRequired: 'Name is required',
  ageRange: 'Age must be a whole number from 0 to 12',
  nameTooLong: 'Name can be at most 80 characters',
  nameNotText: 'Name must be plain text on one line',
  timeZoneInvalid: 'Please choose a valid time zone, such as Europe/Paris',
  imageInvalid: 'The picture must be a web address (https://…) of at most 2048 characters',
  passwordBlank: 'Password cannot be only spaces. Please choose a real password.',
} as const;

export const ACTIVATION_MESSAGES = {
  expiredCode: 'Activation link has expired. Please request a new one.',
  invalidCode: 'Invalid activation link. Please request a new one.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  setPasswordFailed: 'Failed to set password',
  sendFailed: 'Failed to send activation email',
  checkFailed: 'Failed to check activation status',
  notActivated: 'Your account is not yet activated. Please click the link in the email we sent you.',
  noUser: 'No user logged in to resend activation link.',
  resendFailed: 'Failed to resend activation email. Please try again.',
  resendSuccess: 'Activation email sent! Please check your inbox.',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your password has been changed. Use your new password the next time you sign in.',
} as const;

export const CHILD_MESSAGES = {
  subscriptionRequired: 'Child profiles need an active subscription. Please choose a plan to continue.',
  limitReached: (n: number) =>
    `You can only have ${n} child profile(s) on your current plan. Please upgrade to add more children.`,
  createError: 'Error creating child profile',
  upgradeForMoreChildren: 'Upgrade your plan',
  notFound: 'Child profile not found',
  readingLevelRequired: 'Please choose a reading level',
  storyToneRequired: 'Please choose a story tone',
  listTooLong: (field: string, max: number) => `Please list at most ${max} ${field}`,
  itemTooLong: (field: string, max: number) => `Each of the ${field} can be at most ${max} characters`,
  textTooLong: (field: string, max: number) => `${field} can be at most ${max} characters`,
  unknownField: (keys: string) => `Unknown field: ${keys}`,
  nothingToUpdate: 'Nothing to update',
  pronounsInvalid: 'Please choose she/her, he/him or they/them, or leave pronouns unset',
} as const;

export const STORY_MESSAGES = {
  creditError: 'Credit Error',
  upgradeRequired: 'Upgrade required',
  upgradeRequiredWith: (message: string) => `Upgrade required: ${message}`,
  generateFailed: 'Failed to generate story',
  seriesIdInvalid: 'seriesId must be a series id',
  creditLimitReached: 'Credit Limit Reached',
  noCredits: (kind: 'text' | 'audio') => `No ${kind} story credits remaining for today`,
  upgradeHint: 'Upgrade your plan for more stories each day.',
  familyResetHint: 'Your credits reset at midnight.',
  libraryLoadFailed: 'Failed to load story library',
  librarySubscriptionRequired: 'Your story library needs an active subscription.',
  audioCreditError: 'Audio Credit Error',
  audioFailed: (detail: string) => `Failed to generate audio: ${detail}`,
  audioSuccess: 'Audio generated successfully!',
  audioAlreadyExists: 'This story already has audio',
  deleteSuccess: 'Story deleted successfully',
  deleteFailed: (error: string) => `Failed to delete story: ${error}`,
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"?`,
  notFound: 'Story not found',
  createChildFirst: 'Create a child profile first to generate stories.',
  noStoriesYet: 'No stories yet',
  creditLoadFailed: 'Unable to load credit information',
  creatingStory: 'Creating Story...',
  optionSuggestionsHint: 'Pick a suggestion or write your own.',
  playInteract: 'Please interact with the page first to enable audio playback.',
  playFailed: 'Unable to play audio. Please try downloading and playing the file.',
  playFailedAdmin: 'Unable to play audio. Please try refreshing the page.',
  audioLoadFailed: 'Unable to load audio for this story',
  playError: 'Error playing audio. Please try again.',
  dailyPlayFailed: 'Failed to play audio.',
  themeInvalid: 'Please choose one of the story themes',
  lengthInvalid: 'Please choose a story length: short, medium or long',
  storyTypeInvalid: 'Please choose a story type: personalized_text or personalized_audio',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 characters',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different story request. Use a new key for a new request.',
  stillWriting: 'This story is still being written. Please try again in a moment.',
  pageCursorInvalid: 'This page link has expired. Please reload the library.',
  pageLimitInvalid: 'limit must be a whole number from 1 to 100',
  childFilterInvalid: 'childId must be a child profile id',
  audioFilterInvalid: 'audio must be with or without',
  themeFilterInvalid: 'theme must be at most 100 characters',
  loadMore: 'Load more stories',
  loadingMore: 'Loading more stories…',
  libraryEnd: 'That is every story in your library.',
  aboutYourWords: 'About your story',
} as const;

/**
 * What a story's answer tells the parent about how their words were used (`notices`): the story
 * never drops or swaps what they typed silently.
 */
export const STORY_NOTICES = {
  twistNotUsed: (twist: string) =>
    `Tonight's story can't be built around the twist "${twist}" yet, so it was left out rather than told wrong. These kinds of twist work today: what something can do ("the bed can fly"), what it is made of ("the castle is made of cheese"), what it is afraid of ("the dragon is scared of the dark") or what it secretly is ("the cat is secretly a king").`,
  twistNotClimbedInto: (twist: string, thing: string) =>
    `Tonight's story doesn't send a child through ${thing}, so the twist "${twist}" was left out. A way through a wardrobe, a door or a mirror works well.`,
  twistAvoided: (twist: string) =>
    `The twist "${twist}" touches something on the fears list, so it was left out.`,
  themeMoved: (theme: string, fear: string, world: string) =>
    `${/^[aeiou]/i.test(theme) ? 'An' : 'A'} ${theme} story would bring in ${fear}, which is on the fears list, so this one happens ${world} instead.`,
  learningOwnWords: (goal: string) =>
    `We don't have a scene that teaches "${goal}" yet, so the story asks about it and leaves the answer for you to find together.`,
  learningPractised: (goal: string) =>
    `We don't have a scene for "${goal}" yet, so in the story your child talks about practising it, and the rest is for you to talk about together.`,
  learningNotUsed: (goal: string) =>
    `We couldn't make a scene of "${goal}" tonight, so the story leaves it out. Goals like "sharing", "counting to 10" or "how bees make honey" work best.`,
  learningAvoided: (goal: string) =>
    `"${goal}" touches something on the fears list, so tonight's story leaves it out.`,
  familyNotUsed: (who: string) =>
    `We couldn't tell who "${who}" is to your child, so they were left out. Try a relation with the name, like "Grandma Rosa" or "her uncle Dev".`,
  characterNotRead: (character: string) =>
    `We don't know what kind of character "${character}" is yet, so the story has a friend of its own instead. Try saying what they are, like "Bluey the dog" or "a bear named Paddington".`,
  petNotRead: (pet: string) =>
    `We don't know how ${pet} lives yet, so this story leaves them out rather than get them wrong. Try the kind of animal in other words, like "her pet lizard Ziggy".`,
  worryAvoided: (who: string | undefined) =>
    `What your notes say${who === undefined ? '' : ` about ${who}`} touches something on the fears list, so tonight's story leaves it out.`,
  petAvoided: (pet: string) => `${pet} stayed out of this story: it touches something on the fears list.`,
  interestAvoided: (interest: string) =>
    `"${interest}" stayed out of this story: it touches something on the fears list.`,
  petNameLeftOut: (name: string, pet: string) =>
    `The story calls your ${pet} by kind, not by the name "${name}": that word is on our list of words kept out of children's stories.`,
  noteNotUsed: (note: string) =>
    `We couldn't find a place in tonight's story for "${note}" yet, so it was left out rather than told wrong. Notes about a pet, family, a worry, a big day, what your child loves or wants to be work best.`,
  interestNotUsed: (interest: string) =>
    `"${interest}" did not fit in tonight's story alongside everything else; a longer story has room for more of what your child loves.`,
  notesAvoided:
    "Something in your notes touches something on the fears list, so tonight's story leaves it out.",
  shortForYoungest:
    'For children under four a short story suits best: a few calm minutes, with the same words coming back like a song.',
} as const;

export const DAILY_MESSAGES = {
  noDailyStory: 'No daily story available',
  subscriptionRequired:
    'This feature is only available to users with active subscriptions. Please subscribe to access daily stories.',
  loadFailed: 'Failed to load daily story',
  loadFailedWith: (message: string) => `Failed to load daily story: ${message}`,
  checkBackTomorrow: 'Check back tomorrow for a new magical adventure!',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  couldNotLoadPlans: 'Could not load plans.',
  failedToFetchPlans: 'Failed to fetch plans',
  failedToLoadPlansRetry: 'Failed to load subscription plans. Please try again.',
  failedToLoadPlans: 'Failed to load plans',
  couldNotLoadSubscription: 'Could not load your subscription details.',
  failedToFetchStatus: (status: number) => `Failed to fetch subscription status (HTTP ${status})`,
  portalLinkFailed: 'Failed to get portal link from the payment provider extension.',
  manageFailed: 'Failed to access subscription management.',
  checkoutFailed: 'Failed to create checkout session.',
  checkoutWriteFailed: 'Failed to write checkout session...',
  alreadyCurrentPlan: 'This is already your current active plan or trial.',
  loginToSubscribe: 'Please log in to subscribe.',
  startCheckoutFailed: 'Failed to start checkout process. Please try again.',
  startSubscriptionFailed: 'Failed to start subscription process. Please try again.',
  missingPriceId: (plan: string) => `Configuration error: Price ID for ${plan} plan is missing.`,
  missingPlanInformation: 'Missing Plan Information',
  subscriptionRequired: 'Subscription Required',
  trialActive: (days: number) => `Your ${days}-day free trial is now active!`,
  errorLoadingStatus: 'Error loading status',
  freePlan: 'Free Plan',
  activeCancels: (date: string) => `Active (Cancels on ${date})`,
  cardDeclined: 'Your card was declined. Please try another card.',
  annualBadge: 'For Our Next 1,000 Families Only!',
  mostPopular: 'Most Popular',
} as const;

export const ADMIN_MESSAGES = {
  loginRequired: 'Please log in to view the admin panel.',
  audioFailed: 'Audio generation failed',
  storyFailed: 'Story generation failed',
  deleteFailed: 'Delete failed',
  deleteErrorWith: (message: string) => `Error deleting story: ${message}`,
  storyDeleted: 'Story deleted successfully!',
  dailyDeleted: 'Daily story deleted successfully!',
  scheduleFailed: 'Failed to schedule story',
  scheduleErrorWith: (message: string) => `Error scheduling story: ${message}`,
  scheduled: (date: string) => `Story scheduled successfully for ${date}!`,
  selectPublishDate: 'Please select a publish date',
  pastDate: 'Cannot schedule stories for past dates. Please select today or a future date.',
  deleteLibraryConfirm: 'Are you sure you want to delete this story from the library?',
  loadUsersFailed: (error: string) => `Failed to load users: ${error}`,
  exportSuccess: 'User data exported successfully!',
  exportFailed: 'Failed to export user data',
  exportDownloadFailed: 'Export failed',
  financialLoadFailed: 'Failed to load financial data. Please try refreshing the page.',
  audioCorrupted: 'Audio data corrupted or unavailable',
  audioPlaybackFailed: (reason: string) => `Audio playback failed: ${reason}`,
} as const;

/** Server-side error messages that are ours (not in the spec), kept here so the web can show them. */
export const GENERIC_MESSAGES = {
  internal: 'Something went wrong. Please try again.',
  notFound: 'Not found',
  unauthenticated: 'Please log in to continue.',
  emailNotVerified: 'Please verify your email address first.',
  forbidden: 'You do not have permission to do that.',
  invalidInput: 'Some of the information you entered is not valid.',
  payloadTooLarge: 'That request is too large.',
  crossSite: 'Cross-site request refused.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  nullCharacter: 'Text may not contain a null character (\\u0000).',
  brokenCharacter: 'Text may not contain a broken character (a lone UTF-16 surrogate such as \\ud800).',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/** The root error page: a render error shows this instead of a blank screen. */
export const ERROR_PAGE_MESSAGES = {
  title: 'Something went wrong',
  body: 'This page could not be shown. Your stories and child profiles are safe.',
  hint: 'Go back to your library, or reload the page to try again.',
  goToLibrary: 'Go to my library',
  reload: 'Reload page',
} as const;

/** Spec §2/§4 labels of the billing screens (plan cards, sign-up page, Profile tab). */
export const BILLING_UI_MESSAGES = {
  currentPlan: 'Your Current Plan',
  trialSuffix: '(Trial)',
  activeSuffix: '(Active)',
  inactivePlan: 'Your Plan (Inactive)',
  getPlan: (plan: string) => `Get ${plan}`,
  startTrial: (days: number) => `Start ${days}-day Free Trial`,
  switchTo: (plan: string) => `Switch to ${plan}`,
  upgradeTo: (plan: string) => `Upgrade to ${plan}`,
  upgradeInPortal: 'Upgrades and other plan changes open the billing portal, where you confirm the new plan.',
  topPlan:
    'You have our top plan, Family: up to 3 child profiles with a story and a narration for each child every day. To change billing, use Manage Subscription.',
  whyPremium: 'Why Choose a Premium Plan?',
  createAndSubscribe: 'Create Account & Subscribe',
  processingSignUp: 'Processing Sign Up',
  settingUpSubscription: 'Setting Up Your Subscription',
  almostReady: 'Almost Ready',
  manageSubscription: 'Manage Subscription',
  notSet: 'Not set',
  unknown: 'Unknown',
  loginForSubscription: 'Please log in to view your subscription.',
  loginForAccount: 'Please log in to view your account settings.',
} as const;

/** What leaves the server, in one plain sentence each (the story form and the privacy section). */
export const PRIVACY_MESSAGES = {
  storiesLocal: 'Stories are written on our own server: nothing you type here is sent to another company.',
  storiesTo: (host: string) =>
    `Stories are written by an AI service (${host}): it receives your child's first name, an age band and what you type here, with addresses, school names and health details taken out.`,
  voiceTo: (host: string) => `Narration is made by a voice service (${host}) from the story's text only.`,
} as const;

/** Account settings: the privacy export (everything we hold about the family, as one ZIP file). */
export const ACCOUNT_EXPORT_MESSAGES = {
  title: 'Your data',
  explain:
    "Download everything we keep about your family in one file: your account, subscription and payments, children's profiles, every story with its full text, credits used, and your narrations as MP3 files.",
  download: 'Download my data',
} as const;
