-- A signal's description and analysis type per language
-- (docs/decisions/0121-signal-texts-travel-in-every-language.md): {"uz": {"description": ...,
-- "analysis_type": ...}, "ru": {...}, "en": {...}}, each language optional (contract
-- SignalTranslationsSchema). Null for a signal without translations; `description` and
-- `analysis_type` stay the text for clients that ignore this column.
ALTER TABLE signals ADD COLUMN translations jsonb;
