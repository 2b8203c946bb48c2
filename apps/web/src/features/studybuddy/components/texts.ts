// The study-buddy screen's texts: the spec's (part 2, 2 and 5) and, where it gives none, ours.

export const SEARCH_LABEL = 'Sök efter ämne';
export const CREATE_BUTTON = 'Skapa ämne';
export const CREATE_TITLE = 'Skapa ämne';
export const EDIT_TITLE = 'Redigera ämnet';
export const FILES_HEADING = 'Uppladdaded filer';
export const DELETE_TITLE = 'Bekräfta val';
export const DELETE_QUESTION = 'Bekräfta borttagning av ämne';
export const NAME_LABEL = 'Ämnenamn';
export const CATEGORY_LABEL = 'Ämnekategori';
export const TEXT_LABEL = 'Ämnestext';
export const updatedByTooltip = (first: string, family: string) => `Uppdaterad av ${first} ${family}`;

// Ours.
export const PAGE_TITLE = 'Studybuddy';
export const LIST_LABEL = 'Ämnen';
export const LOADING_LABEL = 'Hämtar ämnen';
export const NO_SUBJECTS = 'Det finns inga ämnen ännu.';
export const LIST_FAILED = 'Ämnena kunde inte hämtas.';
export const NO_MATCH = 'Inga ämnen matchar sökningen.';
export const NONE_SELECTED = 'Välj ett ämne i listan.';
export const NOT_FOUND = 'Ämnet finns inte.';
export const CREATED_BY = 'Skapad av';
export const UPDATED_BY = 'Uppdaterad av';
export const CREATED_AT = 'Skapad';
export const UPDATED_AT = 'Uppdaterad';
export const NO_FILES = 'Inga filer';
export const UPLOAD_BUTTON = 'Välj filer';
export const FILES_TO_UPLOAD = 'Filer';
export const SAVING_LABEL = 'Sparar ämnet';
export const NAME_REQUIRED = 'Ange ett namn';
export const CREATED_NOTICE = 'Ämnet är skapat';
export const SAVED_NOTICE = 'Ämnet är sparat';
export const DELETED_NOTICE = 'Ämnet är borttaget';
export const TOOLBAR_LABEL = 'Textformat';
export const downloadLabel = (name: string) => `Ladda ner ${name}`;
export const removeLabel = (name: string) => `Ta bort ${name}`;
export const EXTRACTION_FAILED =
  'Filens text kunde inte läsas, så den går inte att söka i. Spara om den som .pdf eller .docx och ladda upp den igen.';
export const EXTRACTION_REFUSED =
  'Filen är för stor eller för tung för att läsas in i sökningen. Den kan laddas ner men inte sökas i; dela upp den i mindre filer om den ska gå att söka i.';
export const downloadFailedText = (name: string) => `Filen ${name} kunde inte hämtas`;
