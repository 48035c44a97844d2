// Portuguese function words, lower case with accents, dropped before comparing scenarios: they
// say nothing about what a scenario is about. Close to the usual NLTK/Snowball lists, plus the
// colloquial forms the scenarios use (tá, pra) and "faz", because every description ends with
// the same question, "O que você faz?".
export const STOPWORDS_PT: ReadonlySet<string> = new Set(
  `a à às ao aos aquela aquelas aquele aqueles aquilo as até com como da das de dela delas dele
  deles depois do dos e é ela elas ele eles em entre era eram essa essas esse esses esta está
  estão estas estava estavam este estes estou eu foi foram há isso isto já lhe lhes mais mas me
  mesmo meu meus minha minhas muito muita muitos muitas na nas nem no nos nós num numa o os ou
  para pela pelas pelo pelos por qual quando que quem se sem ser seu seus só sua suas também te
  tem têm ter teu tua um uma umas uns você vocês não sim lá aqui ali então ainda onde porque
  pra pro tá vai vou faz seja sou são tudo todo toda todos todas outro outra outros outras cada`.split(
    /\s+/,
  ),
);
