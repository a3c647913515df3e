import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { paths } from '@/config/paths';
import { useNavigator } from '@/lib/navigation';
import { GEO_MESSAGES, type TPlaceSuggestion } from '@fournil/shared';
import { canSuggest, getGeoSuggestions, type TSuggestAround, type TSuggestion } from '../api/get-geo-suggestions';

// The address field's suggestions, loaded on the field's first focus or keystroke (address-search.tsx):
// none of this is in the first load of '/'. The field itself becomes the combobox (ARIA 1.2 pattern
// "combobox with listbox popup"): focus stays in it, the arrows move the active option.

/** Pause in the typing before asking: one request per word rather than per letter. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGESTIONS_LABEL = 'Suggestions';

const KIND_TEXT: Record<TSuggestion['kind'], string> = { adresse: 'Adresse', ville: 'Ville', boulangerie: 'Boulangerie' };

/** The second line of an option: what it is, and where for a bakery. */
export function suggestionDetail(option: TSuggestion): string {
  if (option.kind !== 'boulangerie') return KIND_TEXT[option.kind];
  const place = [option.ville, option.code_postal_boulangerie ? `(${option.code_postal_boulangerie})` : ''].filter(Boolean).join(' ');
  return place ? `${KIND_TEXT.boulangerie} · ${place}` : KIND_TEXT.boulangerie;
}

const optionLabel = (option: TSuggestion) => (option.kind === 'boulangerie' ? option.nom : option.label);

/** 'Aucune suggestion', '1 suggestion', '3 suggestions', said to screen readers as the list changes. */
export function suggestionCountText(count: number): string {
  if (count === 0) return 'Aucune suggestion';
  return `${count} suggestion${count > 1 ? 's' : ''} : flèches haut et bas pour choisir, Entrée pour valider.`;
}

export type AddressSuggestionsProps = {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  /** The list's centre and radius: what lies there is suggested first. */
  around?: TSuggestAround | null;
  /** An address or a town was chosen: search around it. */
  onPlace: (place: TPlaceSuggestion) => void;
};

export function AddressSuggestions({ input, query, around, onPlace }: AddressSuggestionsProps) {
  const { navigate } = useNavigator();
  const listId = useId();
  const [options, setOptions] = useState<TSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  const [hasAnswer, setHasAnswer] = useState(false);
  // The address service is down: towns and bakeries only, and the list says so.
  const [isAddressSearchDown, setAddressSearchDown] = useState(false);
  // The centre moves with the visitor: the typing, not each move, asks again.
  const aroundRef = useRef(around);
  aroundRef.current = around;

  const optionId = (index: number) => `${listId}-${index}`;
  const isExpanded = isOpen && options.length > 0;
  const isNoticeShown = isOpen && hasAnswer && isAddressSearchDown && canSuggest(query);

  // Ask after a pause in the typing; an answer to an older query is dropped.
  useEffect(() => {
    if (!canSuggest(query)) {
      setOptions([]);
      setActive(-1);
      setHasAnswer(false);
      setAddressSearchDown(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getGeoSuggestions(query, aroundRef.current, controller.signal).then(
        (found) => {
          setOptions(found.options);
          setAddressSearchDown(found.isAddressSearchDown);
          setActive(-1);
          setHasAnswer(true);
          setIsOpen(document.activeElement === input.current);
        },
        // Suggestions are a help: when they fail, « Rechercher » still works.
        () => {
          if (!controller.signal.aborted) setOptions([]);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, input]);

  // The field is the combobox: its ARIA state follows the list.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    field.setAttribute('aria-expanded', String(isExpanded));
    if (isExpanded && active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only reads listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function choose(option: TSuggestion) {
    setIsOpen(false);
    setOptions([]);
    setActive(-1);
    if (option.kind === 'boulangerie') navigate(paths.bakery.getHref(option.id));
    else onPlace(option);
  }

  // Keys and focus on the field itself (it is not rendered here).
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const count = options.length;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((previous) => (previous < 0 && step < 0 ? count - 1 : (previous + step + count) % count));
      } else if (event.key === 'Enter' && isExpanded && active >= 0) {
        // Enter on an option chooses it; without one, the form's own search runs.
        event.preventDefault();
        const option = options[active];
        if (option) chooseRef.current(option);
      } else if (event.key === 'Enter') {
        // The form's search runs: the suggestions step aside for its answer (or its error).
        setIsOpen(false);
        setActive(-1);
      } else if (event.key === 'Escape' && isExpanded) {
        event.preventDefault();
        setIsOpen(false);
        setActive(-1);
      }
    }
    const onBlur = () => {
      setIsOpen(false);
      setActive(-1);
    };
    const onFocus = () => setIsOpen(true);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    field.addEventListener('focus', onFocus);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('focus', onFocus);
    };
  }, [input, options, active, isExpanded]);

  return (
    <>
      <div className="address-suggestions" hidden={!isExpanded && !isNoticeShown}>
        {isNoticeShown ? <p className="address-suggestions__notice">{GEO_MESSAGES.addressesUnavailable}</p> : null}
        <ul className="address-suggestions__list" id={listId} role="listbox" aria-label={SUGGESTIONS_LABEL} hidden={!isExpanded}>
          {options.map((option, index) => (
            <li
              key={`${option.kind}-${option.kind === 'boulangerie' ? option.id : option.label}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="address-suggestions__option"
              data-kind={option.kind}
              // Keep the focus in the field: the click still chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="address-suggestions__label">{optionLabel(option)}</span>
              <span className="address-suggestions__detail">{suggestionDetail(option)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {isOpen && hasAnswer && canSuggest(query)
          ? [isAddressSearchDown ? `${GEO_MESSAGES.addressesUnavailable}.` : '', suggestionCountText(options.length)]
              .filter(Boolean)
              .join(' ')
          : ''}
      </p>
    </>
  );
}
