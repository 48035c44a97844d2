// Sanity draws breadcrumbs (a choice's dialog: "Escolhas / #1 …") with an inline
// `text-transform: capitalize`, which turned a choice's own words into Title Case ("Digo: “Oi,
// Tudo Bem?”") in code no locale or option reaches (issue 38). One rule for the whole Studio:
// what an educator wrote is shown as written, in sentence case.
import type { LayoutProps } from 'sanity';

export const SENTENCE_CASE_CSS =
  '[style*="text-transform: capitalize"] { text-transform: none !important; }';

export function SentenceCaseLayout(props: LayoutProps) {
  return (
    <>
      <style>{SENTENCE_CASE_CSS}</style>
      {props.renderDefault(props)}
    </>
  );
}
