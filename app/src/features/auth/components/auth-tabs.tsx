// The WAI-ARIA tabs pattern for the sign-in card's two tabs (https://www.w3.org/WAI/ARIA/apg/
// patterns/tabs/): a tablist, each tab naming its panel, the selected one in the tab order and
// the arrow keys, Home and End moving to and selecting the others (automatic activation). Radix
// Tabs did this with 7 kB gzip of code in every first load; this is the part the card uses
// (decision 0015). The markup is Radix's, so styles (data-state) and tests stay.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type AuthTab<T extends string> = { value: T; label: string };

type AuthTabsProps<T extends string> = {
  tabs: readonly AuthTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  label: string;
  /** The selected tab's panel. Only it is rendered, as Radix did: the fields are not repeated. */
  children: ReactNode;
};

export function AuthTabs<T extends string>(props: AuthTabsProps<T>) {
  const { tabs, selected, onSelect } = props;
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (value: T) => `${id}-tab-${value}`;
  const panelId = (value: T) => `${id}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={props.label}
        aria-orientation="horizontal"
        className="tabs"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                if (button) buttons.current.set(tab.value, button);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        data-state="active"
        tabIndex={0}
        className="tabs__panel"
      >
        {props.children}
      </div>
    </>
  );
}
