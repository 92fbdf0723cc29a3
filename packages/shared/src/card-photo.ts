// No zod here: the first screen's cards import this, and the schemas would bring zod into that first visit.

/** The file a card or a tile in a grid draws: the card-size copy, or the full one while there is none. */
export function cardPhotoFile(image: { filename: string; card_filename: string | null }): string {
  return image.card_filename ?? image.filename;
}
