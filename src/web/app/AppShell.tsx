import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LIBRARY_TAB_NAME } from '../../shared/front-door';
import { Alert } from '../components/Alert';
import { Header } from '../components/Header';
import { BookIcon, KidsIcon, OpenBookIcon, SunriseIcon, UserIcon } from '../components/icons';
import { TabBar, type TTabBarItem } from '../components/TabBar';
import { LoadingView } from '../components/LoadingView';
import { PlayerProvider, usePlayerLoaded } from '../features/narration/player-context';
import { PlayerBar } from '../features/narration/PlayerBar';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { PATHS, type TMainTab } from '../lib/paths';
import { usePublicConfig } from '../lib/public-config';
import type { TUser } from '../lib/user';
import { DailyScreen, KidsScreen, LibraryScreen, ProfileScreen, ReaderScreen } from './screens';

interface TAppShellProps {
  tab: TMainTab;
  storyId?: string;
  emailVerified?: boolean;
  user: TUser;
  onLogout: () => void;
}

const BASE_TABS: readonly TTabBarItem[] = [
  { key: 'daily', label: 'Daily', to: PATHS.daily, icon: <SunriseIcon /> },
  { key: 'library', label: LIBRARY_TAB_NAME, to: PATHS.library, icon: <BookIcon /> },
  { key: 'kids', label: 'Kids', to: PATHS.kids, icon: <KidsIcon /> },
  { key: 'profile', label: 'Profile', to: PATHS.profile, icon: <UserIcon /> },
];

/**
 * The signed-in shell, with the app's one audio player around it: mounted once for every tab, so
 * narration goes on from one tab to the next (the player bar shows what plays).
 */
export function AppShell(props: TAppShellProps) {
  return (
    <PlayerProvider>
      <ShellLayout {...props} />
    </PlayerProvider>
  );
}

/**
 * The shell's layout: header, the current tab, and the navigation: a bottom tab bar on a phone,
 * a side rail from 768 px (one <nav "Main">, laid out by layout.css and navigation.css). The Read
 * tab exists only while a story is open (/read/:id); leaving it drops the selection because the
 * selection is the path.
 */
function ShellLayout({ tab, storyId, emailVerified, user, onLogout }: TAppShellProps) {
  const { appName } = usePublicConfig();
  const playing = usePlayerLoaded();
  const navigate = useNavigate();
  const tabs = storyId
    ? [...BASE_TABS, { key: 'read', label: 'Read', to: PATHS.read(storyId), icon: <OpenBookIcon /> }]
    : BASE_TABS;

  // A new tab or story starts at the top. Not on the shell's first render: the page is at the top
  // already, and scrolling there forces a layout while the first screen is still being drawn.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [tab, storyId]);

  return (
    <div className={`shell${playing ? ' shell--playing' : ''}`}>
      <Header appName={appName} user={user} onLogout={onLogout} />
      <main className={`shell__main shell__main--${tab}`} id="main">
        <OfflineBanner />
        {emailVerified && (
          <Alert tone="success" onDismiss={() => void navigate(PATHS.home, { replace: true })}>
            Your e-mail is verified. Welcome to {appName}!
          </Alert>
        )}
        {/* Each tab is its own chunk: the header and tab bar stay while one loads. */}
        <Suspense fallback={<LoadingView inline />}>
          {tab === 'daily' && <DailyScreen planType={user.planType} />}
          {tab === 'library' && <LibraryScreen />}
          {tab === 'kids' && <KidsScreen />}
          {tab === 'profile' && <ProfileScreen user={user} />}
          {tab === 'read' && storyId && <ReaderScreen storyId={storyId} />}
        </Suspense>
      </main>
      <PlayerBar />
      <TabBar items={tabs} activeKey={tab} />
    </div>
  );
}
