import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { styled } from '@mui/material/styles';
import { useDefaultTitle, useResetErrorBoundaryOnLocationChange } from 'ra-core';
import { Loading, SkipNavigationButton } from 'ra-ui-materialui';

/** What a screen that threw is replaced with (the app's error page). */
export type FrameErrorProps = { error: Error; errorInfo?: ErrorInfo; title?: ReactNode; resetErrorBoundary?: () => void };

/**
 * react-admin's `Layout` without what this app never shows: the preferences inspector (no screen
 * offers an inspector button) and react-admin's own error page, whose title (`PageTitleConfigurable`)
 * and details (Accordion) brought MUI's TextField, Select and inputs into the first screen. Same
 * elements and class names (`RaLayout-*`, `#main-content` for the skip link), same behaviour: a
 * screen that throws is replaced by `error` until the location changes (`error` may also reset
 * it, e.g. before going back); a screen still loading shows react-admin's loading page.
 */
export function AppFrame({
  appBar: AppBar,
  menu: Menu,
  sidebar: Sidebar,
  error: ErrorComponent,
  children,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  sidebar: ComponentType<{ children: ReactNode }>;
  error: ComponentType<FrameErrorProps>;
  children: ReactNode;
}) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={(props) => <FrameError {...props} errorInfo={errorInfo} errorComponent={ErrorComponent} />}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

function FrameError({
  error,
  resetErrorBoundary,
  errorInfo,
  errorComponent: ErrorComponent,
}: FallbackProps & { errorInfo?: ErrorInfo; errorComponent: ComponentType<FrameErrorProps> }) {
  const title = useDefaultTitle();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <ErrorComponent error={error as Error} errorInfo={errorInfo} title={title} resetErrorBoundary={resetErrorBoundary} />;
}

const classes = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

/**
 * react-admin's layout geometry (a column as tall as the window, the app bar's height kept free
 * above the content), except its widths: react-admin's is `min-width: fit-content` with flex
 * items at `min-width: auto`, so a wide table pushed the whole page sideways (in RTL the app bar
 * slid off screen). Here the chain shrinks and the table scrolls in its card instead.
 */
const Root = styled('div', { name: 'RaLayout', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${classes.appFrame}, & .${classes.contentWithSidebar}, & .${classes.content}`]: { minWidth: 0 },
  [`& .${classes.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${classes.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${classes.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    paddingInline: theme.spacing(1),
  },
}));
