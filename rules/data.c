/*
 * data.c: the listing's DATA (lines 3080-3190): what each room holds,
 * its map letter, the weapons and armour, and what a monster makes.
 */
#include "../wizcastle.h"

/* C$(1..34), read with I$ from lines 3080-3160 */
const char *const room_name[35] = {
	"", "AN EMPTY ROOM", "THE ENTRANCE", "STAIRS GOING UP",
	"STAIRS GOING DOWN", "A POOL", "A CHEST", "GOLD PIECES", "FLARES",
	"A WARP", "A SINKHOLE", "A CRYSTAL ORB", "A BOOK", "A KOBOLD",
	"AN ORC", "A WOLF", "A GOBLIN", "AN OGRE", "A TROLL", "A BEAR",
	"A MINOTAUR", "A GARGOYLE", "A CHIMERA", "A BALROG", "A DRAGON",
	"A VENDOR", "THE RUBY RED", "THE NORN STONE", "THE PALE PEARL",
	"THE OPAL EYE", "THE GREEN GEM", "THE BLUE FLAME", "THE PALANTIR",
	"THE SILMARIL", "X"
};

/* I$(1..34): the map's letters (lines 3080-3160) */
const char *const room_letter[35] = {
	"", ".", "E", "U", "D", "P", "C", "G", "F", "W", "S", "O", "B",
	"M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "V",
	"T", "T", "T", "T", "T", "T", "T", "T", "?"
};

/* W$(1..8), read with E$ from lines 3160-3180: weapons by WV+1, armour
 * by AV+5 */
const char *const gear_name[9] = {
	"", "NO WEAPON", "DAGGER", "MACE", "SWORD", "NO ARMOR", "LEATHER",
	"CHAINMAIL", "PLATE"
};

/* E$(1..8): what a monster becomes at dinner (lines 3160-3180) */
const char *const meal_name[9] = {
	"", "WICH", " STEW", " SOUP", " BURGER", " ROAST", " MUNCHY",
	" TACO", " PIE"
};

/* R$(1..4) as read from the DATA of line 3190, whose other letters
 * castle_build prints; R$(3) becomes HUMAN in play. */
const char *const race_name[5] = { "", "HOBBIT", "ELF", "MAN", "DWARF" };
