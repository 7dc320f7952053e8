/*
 * stetson.c: J. F. Stetson's edition of the listing, "MODIFIED FOR HEATH
 * MICROSOFT BASIC" (and IPCO's, the same program renumbered): a sitting,
 * game after game (lines 1040-1250, 3105), and the subroutines many
 * places share (lines 5375-5575).  Line numbers are Stetson's; the rules
 * it kept from Power's listing are shared with rules/castle.c,
 * rules/turn.c and rules/prompt.c.
 */
#include "stetson.h"

/* E$(1..8): what a monster makes at dinner (lines 5265-5275, with the
 * gear's W$, which are Power's: data_gear_name). */
static const char *const st_meal[9] = {
	"", " SANDWICH", " STEW", " SOUP", " BURGER", " ROAST", " FILET",
	" TACO", " PIE"
};

/* The help page's text (lines 2290-2400), "" a blank line. */
static const char *const help_text[] = {
	"*** WIZARD'S CASTLE COMMAND AND INFORMATION SUMMARY ***", "",
	"THE FOLLOWING COMMANDS ARE AVAILABLE :", "",
	"H/ELP     N/ORTH    S/OUTH    E/AST     W/EST     U/P",
	"D/OWN     DR/INK    M/AP      F/LARE    L/AMP     O/PEN",
	"G/AZE     T/ELEPORT Q/UIT", "",
	"THE CONTENTS OF ROOMS ARE AS FOLLOWS :", "",
	". = EMPTY ROOM      B = BOOK            C = CHEST",
	"D = STAIRS DOWN     E = ENTRANCE/EXIT   F = FLARES",
	"G = GOLD PIECES     M = MONSTER         O = CRYSTAL ORB",
	"P = MAGIC POOL      S = SINKHOLE        T = TREASURE",
	"U = STAIRS UP       V = VENDOR          W = WARP/ORB", "",
	"THE BENEFITS OF HAVING TREASURES ARE :", "",
	"RUBY RED - AVOID LETHARGY     PALE PEARL - AVOID LEECH",
	"GREEN GEM - AVOID FORGETTING  OPAL EYE - CURES BLINDNESS",
	"BLUE FLAME - DISSOLVES BOOKS  NORN STONE - NO BENEFIT",
	"PALANTIR - NO BENEFIT         SILMARIL - NO BENEFIT", "",
	NULL
};

/* Lines 2285-2415: H, the help page, after ESC E; RETURN to go on. */
static enum step st_help(struct game *g)
{
	int i;

	tty_clear(g->tty, "\x1b" "E");
	tty_nl(g->tty);
	for (i = 0; help_text[i]; i++)
		tty_line(g->tty, help_text[i]);
	tty_str(g->tty, "PRESS RETURN WHEN READY TO RESUME, ");
	tty_str(g->tty, g->race[g->rc]);
	tty_str(g->tty, ".");
	(void)prompt_line_input_o(g);
	return STEP_TURN;
}

/*
 * What Stetson's listing prints where Power's prints otherwise: the
 * character (lines 1525-1930), a turn (lines 1935-3590), the vendor
 * (lines 3595-4180), a fight (lines 4185-4855), the end (lines
 * 4910-5220), the commands (lines 2505-3430), the armour (line 4895);
 * and H.
 */
const struct words stetson_words = {
	.bold_one = "\aALL RIGHT, BOLD ONE.\n",
	.race_ask = "YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT.\n",
	.sex_ask = "WHICH SEX TO YOU PREFER",
	.sex_wrong = "** CUTE %R, REAL CUTE. TRY M OR F.\n",
	.scores = "\nOK, %R, YOU HAVE THE FOLLOWING ATTRIBUTES :\n"
	    "STRENGTH =%d INTELLIGENCE =%d DEXTERITY =%d\n"
	    "AND%dOTHER POINTS TO ALLOCATE AS YOU WISH.\n\n",
	.points_ask = "HOW MANY POINTS DO YOU WISH TO ADD TO YOUR %s",
	.score_name = { "STRENGTH", "INTELLIGENCE", "DEXTERITY" },
	.order = { 0, 1, 2 },
	.armor_head = "OK, %R, YOU HAVE 60 GOLD PIECES (GP'S).\n",
	.armor_wrong = "\n** ARE YOU A %R OR %s?\n",
	.weapon_head = "\nOK, BOLD %R, YOU HAVE%fGP'S LEFT.\n",
	.weapon_wrong = "\n** IS YOUR IQ REALLY%d?\n",
	.gear_end = "",
	.lamp_first = "\n",
	.lamp_buy = "DO YOU WANT TO BUY A LAMP FOR 20 GP'S",
	.flares_head = "\n",
	.flares_gold = "OK, %R, YOU HAVE%fGOLD PIECES LEFT.\n\n",
	.flares_ask = "FLARES COST 1 GP EACH. HOW MANY DO YOU WANT",
	.flares_wrong = "** IF YOU DON'T WANT ANY, JUST TYPE 0 (ZERO).\n\n",
	.flares_afford = "** YOU CAN ONLY AFFORD%f.\n\n",
	.enter = "OK, %R, YOU ARE NOW ENTERING THE CASTLE!\n",
	.choice = "\nYOUR CHOICE",
	.price_list = "\nTHESE ARE THE TYPES OF %s YOU CAN BUY :\n",
	.noise = { "SEE A BAT FLY BY!\n", "HEAR %s\n", "SNEEZED!\n",
	    "STEPPED ON A FROG!\n", "SMELL %s FRYING!\n",
	    "FEEL LIKE YOU'RE BEING WATCHED!\n", "HEAR FAINT RUSTLING NOISES!\n" },
	.heard = { "A SCREAM!", "FOOTSTEPS!", "A WUMPUS!", "THUNDER!" },
	.cured = "\n%s CURES YOUR BLINDNESS!\n",
	.dissolved = "\n%s DISSOLVES THE BOOK!\n",
	.command = PLAIN(1, "ENTER YOUR COMMAND : "),
	.no_stairs = "\n** THERE ARE NO STAIRS GOING %s FROM HERE!\n",
	.no_command = "\n** SILLY %R, THAT WASN'T A VALID COMMAND!\n",
	.status = { PLAIN(0, "STRENGTH ="), PLAIN(0, " INTELLIGENCE ="),
	    PLAIN(0, " DEXTERITY ="), PLAIN(1, "TREASURES ="),
	    PLAIN(0, " FLARES ="), PLAIN(0, " GOLD PIECES ="),
	    PLAIN(1, "WEAPON = "), PLAIN(0, "  ARMOR = ") },
	.status_lamp = PLAIN(0, "  AND A LAMP"),
	.status_end = PLAIN(1, ""),
	.here = { PLAIN(1, "HERE YOU FIND "), PLAIN(0, ".") },
	.now_have = "YOU NOW HAVE%f.\n",
	.warp = "",
	.yours = "\nIT'S NOW YOURS!\n",
	.sell_head = "",
	.offer = "\nDO YOU WANT TO SELL %s FOR%dGP'S",
	.too_poor = "\nYOU'RE TOO POOR TO TRADE, %R.\n",
	.armor_have = "\nOK, %R, YOU HAVE%fGP'S AND %s ARMOR.\n",
	.weapon_have = "\nYOU HAVE%fGP'S LEFT WITH %s IN HAND.\n",
	.armor_no = { "** YOU HAVEN'T GOT THAT MUCH CASH ON HAND!\n",
	    "** YOU CAN'T AFFORD PLATE ARMOR!\n",
	    "** DON'T BE SILLY. CHOOSE A SELECTION.\n" },
	.weapon_no = { "** SORRY SIR, I'M AFRAID I DON'T GIVE CREDIT!\n",
	    "** YOUR DUNGEON EXPRESS CARD - YOU LEFT HOME WITHOUT IT!\n",
	    "** TRY CHOOSING A SELECTION!\n" },
	.potion_ask = "\nDO YOU WANT TO BUY A POTION OF %s FOR 1000 GP'S",
	.potion_now = "\nYOUR %s IS NOW%d.\n",
	.vlamp_ask = "\nDO YOU WANT TO BUY A LAMP FOR 1000 GP'S",
	.vlamp_bought = "\nIT'S GUARANTEED TO OUTLIVE YOU!\n",
	.vendor_ask = "\nYOU MAY TRADE WITH, ATTACK, OR IGNORE THE VENDOR.\n",
	.vendor_angry = "\nYOU'LL BE SORRY THAT YOU DID THAT!\n",
	.nice_shot = "\n** NICE SHOT, %R!\n",
	.wares = "\nYOU GET ALL HIS WARES :\n",
	.facing = "\nYOU'RE FACING %s!\n\nYOU MAY ATTACK OR RETREAT.\n",
	.can_bribe = "YOU CAN ALSO ATTEMPT A BRIBE.\n",
	.can_cast = "YOU CAN ALSO CAST A SPELL.\n",
	.strength = "\nYOUR STRENGTH IS%dAND YOUR DEXTERITY IS%d.\n",
	.missed = "\nYOU MISSED, TOO BAD!\n",
	.hit = "\nYOU HIT THE EVIL %s!\n",
	.broke = "\nOH NO! YOUR %s BROKE!\n",
	.pounding = "\n** POUNDING ON %s WON'T HURT IT!\n",
	.book_beat = "\n** YOU CAN'T BEAT IT TO DEATH WITH A BOOK!\n",
	.no_option = "\n** CHOOSE ONE OF THE OPTIONS LISTED.\n",
	.dead = "\n%s LIES DEAD AT YOUR FEET!\n",
	.meal = "\nYOU SPEND AN HOUR EATING %s%s.\n",
	.meals = st_meal,
	.staff = "\nGREAT ZOT! YOU'VE FOUND THE RUNESTAFF!\a\n",
	.hoard = "\nYOU NOW GET HIS HOARD OF%dGP'S%s\n",
	.spell_ask = "\nWHICH SPELL (WEB, FIREBALL, DEATHSPELL)",
	.fireball = "IT DOES%dPOINTS WORTH OF DAMAGE.\n\n",
	.death = { "DEATH . . . ", "YOURS!\n", "HIS!\n" },
	.no_spell = "\n** TRY ONE OF THE OPTIONS GIVEN.\n",
	.bribe_ask = "\nI WANT %s. WILL YOU GIVE IT TO ME",
	.no_bribe = "\nALL I WANT IS YOUR LIFE!\n",
	.bribed = "\nOK, JUST DON'T TELL ANYONE ELSE.\n",
	.stuck = "\nTHE %s IS STUCK AND CAN'T ATTACK NOW!\n",
	.attacks = "\nTHE %s ATTACKS!\n",
	.ouch = "\nOUCH! HE HIT YOU!\n",
	.he_missed = "\nWHAT LUCK, HE MISSED YOU!\n",
	.escaped = "\nYOU HAVE ESCAPED!\n\n",
	.run_ask = "DO YOU WANT TO GO NORTH, SOUTH, EAST, OR WEST",
	.luck = "\n** DON'T PRESS YOUR LUCK, %R!\n\n",
	.trim_name = 1,
	.died = { "\a\n", "A NOBLE EFFORT, OH FORMERLY LIVING %R!\n\n"
	    "YOU DIED DUE TO LACK OF ", "\nAT THE TIME YOU DIED, YOU HAD :\n" },
	.lack = { "STRENGTH.\n", "INTELLIGENCE.\n", "DEXTERITY.\n" },
	.defeat = "\nA LESS THAN AWE-INSPIRING DEFEAT.\n\n"
	    "WHEN YOU LEFT THE CASTLE, YOU HAD :\n",
	.life = "YOUR MISERABLE LIFE!\n",
	.left = " THE ORB OF ZOT.\n\n",
	.victory = "\nAN INCREDIBLY GLORIOUS VICTORY!!\n\n"
	    "IN ADDITION, YOU GOT OUT WITH THE FOLLOWING :\n",
	.had_gear = "%s AND %s",
	.had_lamp = " AND A LAMP",
	.had = "\nYOU ALSO HAD%fFLARES AND%fGOLD PIECES\n",
	.had_staff = "AND THE RUNESTAFF\n",
	.turns_took = "\nAND IT TOOK YOU%fTURNS!\n\n",
	.orb =
	    "\nGREAT UNMITIGATED ZOT!\n\nYOU JUST FOUND ***THE ORB OF ZOT***!\n\n"
	    "THE RUNESTAFF HAS DISAPPEARED!\n",
	.again = { "ARE YOU FOOLISH ENOUGH TO WANT TO PLAY AGAIN",
	    "SOME %RS NEVER LEARN!\n\n"
	    "PLEASE BE PATIENT WHILE THE CASTLE IS RESTOCKED.\n\n",
	    "MAYBE DUMB %R IS NOT SO DUMB AFTER ALL!\n\n" },
	.dumb = "\n** YOU CAN'T SEE ANYTHING, YOU DUMB %R!\n",
	.map_head = "\n",
	.map_here = ">  ",
	.map_cell = "   ",
	.flare_cell = " %s   ",
	.no_flares = "** HEY, BRIGHT ONE, YOU'RE OUT OF FLARES!\n",
	.no_lamp = "\n** YOU DON'T HAVE A LAMP, %R!\n",
	.lamp_ask = "\nWHERE DO YOU WANT TO SHINE THE LAMP (N,S,E,W)",
	.not_way = "\n** THAT'S NOT A DIRECTION, %R!\n",
	.lamp_into = "\nTHE LAMP SHINES INTO ",
	.lamp_finds = "\nTHERE YOU WILL FIND %s.\n",
	.level = PLAIN(0, ") LEVEL"),
	.at_end = PLAIN(0, "."),
	.orb_end = PLAIN(0, "!"),
	.no_pool = "\n** IF YOU WANT A DRINK, FIND A POOL!\n",
	.feel =
	    { "STRONGER.\n", "WEAKER.\n", "SMARTER.\n", "DUMBER.\n", "NIMBLER.\n",
	    "CLUMSIER.\n" },
	.become = "BECOME A %R.\n",
	.male = "MALE %R!\n",
	.opened = { "\nYOU OPEN THE CHEST AND\n", "\nYOU OPEN THE BOOK AND\n",
	    "\n** THE ONLY THING OPENED WAS YOUR BIG MOUTH!\n" },
	.book = { "FLASH! OH NO! YOU ARE NOW A BLIND %R!\n",
	    "IT'S ANOTHER VOLUME OF ZOT'S POETRY! - YECH!!\n",
	    "IT'S AN OLD COPY OF PLAY%s!\n", "IT'S A MANUAL OF DEXTERITY!\n",
	    "IT'S A MANUAL OF STRENGTH!\n",
	    "THE BOOK STICKS TO YOUR HANDS -\n"
	    "NOW YOU ARE UNABLE TO DRAW YOUR WEAPON!\n" },
	.kaboom = "KABOOM! IT EXPLODES!!\n",
	.gas = "GAS!! YOU STAGGER FROM THE ROOM!\n",
	.chest_gold = "FIND%dGOLD PIECES!\n",
	.no_orb = "\n** IT'S HARD TO GAZE WITHOUT AN ORB!\n",
	.vision = { "YOURSELF IN A BLOODY HEAP!\n",
	    "YOURSELF DRINKING FROM A POOL AND BECOMING %s!\n",
	    "%s GAZING BACK AT YOU!\n", "%s AT ", "***THE ORB OF ZOT*** AT ",
	    "A SOAP OPERA RERUN!\n" },
	.coord = { "X-COORDINATE", "Y-COORDINATE", "Z-COORDINATE" },
	.coord_wrong = "\n** TRY A NUMBER FROM 1 TO 8.\n",
	.quit_ask = "\nDO YOU REALLY WANT TO QUIT NOW",
	.quit_no = "** THEN DON'T SAY THAT YOU DO!\n",
	.quit_yes = "\n",
	.armor_gone = "\nYOUR ARMOR HAS BEEN DESTROYED . . . GOOD LUCK!\n",
	.help = st_help,
};

/* The story of the title (lines 1210-1240). */
static const char *const story[7] = {
	"MANY CYCLES AGO, IN THE KINGDOM OF N'DIC, THE GNOMIC",
	"WIZARD ZOT FORGED HIS GREAT *ORB OF POWER*. HE SOON",
	"VANISHED, LEAVING BEHIND HIS VAST SUBTERRANEAN CASTLE",
	"FILLED WITH ESURIENT MONSTERS, FABULOUS TREASURES, AND",
	"THE INCREDIBLE *ORB OF ZOT*. FROM THAT TIME HENCE, MANY",
	"A BOLD YOUTH HAS VENTURED INTO THE WIZARD'S CASTLE. AS",
	"OF NOW, *NONE* HAS EVER EMERGED VICTORIOUSLY! BEWARE!!"
};

/* Lines 1185-1245: the title and the story, the first game only; ESC E,
 * the Heath's clear screen, where the edition has it. */
static void st_title(struct game *g)
{
	int i;

	if (g->edition->mbasic->title_clear) {
		tty_clear(g->tty, "\x1b" "E");
		tty_nl(g->tty);
	}
	ending_stars(g);
	tty_tab(g->tty, 16);
	tty_line(g->tty, "* * * THE WIZARD'S CASTLE * * *");
	tty_nl(g->tty);
	ending_stars(g);
	for (i = 0; i < 7; i++)
		tty_line(g->tty, story[i]);
	tty_nl(g->tty);
}

/* Lines 1105-1130, 1150-1180 and 1420-1435: a game begins: RND once (no
 * reseeding), the DATA read again, the title, the castle (lines
 * 1135-1145, 1250-1415, 1440-1495); the character's start, lines
 * 1500-1520, is Power's (create_character). */
void stetson_start(struct game *g)
{
	int q;

	g->games++;
	(void)rnd_next(g);			/* line 1110 */
	for (q = 0; q < 5; q++)
		g->race[q] = data_race_name[q];
	if (g->games == 1)
		st_title(g);
	castle_build(g, NULL);			/* lines 1250-1495 */
	g->rc = 0;				/* lines 1420-1435 */
	g->st = 2;
	g->dx = 14;
}
