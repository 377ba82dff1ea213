// The styles of the landing's build-time markup. The page runs no component in the browser, so its
// entry (landing-main.ts) imports them here, plain stylesheets with prefixed class names (a CSS module
// whose classes no code reads is left out of the build); scripts/prerender.mjs writes them into the page
// and fails the build when its markup uses a class none of them defines.
import './mantine-base-styles';
// Shared first: each form's own sheet may refine it (the application's filled fields).
import '../components/stand-in-form.css';
import '../features/landing/landing.css';
import '../features/landing/loan-conditions.css';
import '../features/landing/application-preview.css';
import '../features/auth/login-form-preview.css';
