// What the app shell puts under a phase's celebration, below its buttons: the offer to install the
// app (docs/decisions/0068). A context, so the journey draws it without importing the shell.
import { createContext, type ReactNode } from 'react';

export const AfterCelebration = createContext<ReactNode>(null);
