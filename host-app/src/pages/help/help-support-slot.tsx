// The support conversation's place on /help. The chat feature (another slice of issue 16)
// provides the component; mount it here, e.g. `<Chat conversation="support" />`. Nothing is
// shown until then: the box's own text already tells the trader how support answers.
export function HelpSupportSlot() {
  return null;
}
