-- An admin role is only held by an account whose e-mail address is verified. Accounts that got
-- the role at sign-up (ADMIN_EMAILS) before verifying lose it now; they get it back when they
-- verify (or sign in verified). Roles granted by the CLI to an unverified account must be granted
-- again once the owner has verified.
UPDATE "user" SET "role" = 'user' WHERE "role" = 'admin' AND "email_verified" = false;
