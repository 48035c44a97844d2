// What every signed-in screen is given by the app shell: who is signed in. A screen reads the
// rest (its address, the content, its own data) itself (docs/decisions/0020).

export type SignedInUser = { id: string; email: string | undefined };

/** The props of a feature's screen in the shell's table of views (app/signed-in/). */
export type SignedInScreenProps = { user: SignedInUser };
