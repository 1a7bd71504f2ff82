-- An expert advisor's purchase form as the back office reworded or re-bounded it
-- (docs/decisions/0309-back-office-media-plans-and-purchase-form.md): null keeps the product's
-- form (form-fields.ts); otherwise a list of { name, label, labels, placeholder?, options?,
-- max_length?, min?, max?, step? }, one per field it changes.
ALTER TABLE algo_bots ADD COLUMN form_fields jsonb
  CHECK (form_fields IS NULL OR jsonb_typeof(form_fields) = 'array');
