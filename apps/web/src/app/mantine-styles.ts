// Mantine's component styles shared across pages, in dependency order (UnstyledButton before Button, Text
// before Anchor, Input before PasswordInput). Lazy chunks load their CSS after these, so a chunk imports only
// leaf components that no other component builds on. The landing paints without them (its first markup
// is plain): they come with its forms.
import './mantine-base-styles';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
