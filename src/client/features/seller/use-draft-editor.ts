import { useState } from 'react';

/**
 * The view/edit switch of the dashboard's profile cards. Editing always starts from what is saved
 * and Cancel throws the draft away (docs/product/sellers.md: "Cancel resets the draft").
 */
export function useDraftEditor<T>(saved: () => T) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(saved);
  return {
    editing,
    draft,
    setDraft,
    start: () => {
      setDraft(saved());
      setEditing(true);
    },
    cancel: () => {
      setDraft(saved());
      setEditing(false);
    },
    /** After a successful save: back to the view, which now shows what was saved. */
    finish: () => setEditing(false),
  };
}
