// Package dicetable is the dice game's table, moved here from package
// scenes piece by piece (ISSUE 24) so that it sits beside Royale's and the
// card game's tables. So far it holds the table's layout for any window
// (ComputeTableLayout: the desktop, a phone held upright, a phone held on
// its side), pure and tested, and the preview of a placement or a kick
// (PreviewPlace, PreviewKick: the engine plays it out on a copy of the
// position), the Source the table reads, the session as one (GameSource)
// and a record's replay as one (ReplaySource), the table's books following
// the game's events (Model), the game's facts for its end (GameFacts), and
// the table's story in words: the payout (PayoutStory), each seat's last
// placement (LastPlaces) and the legend of a piece (KindLegend); the
// table's scene and its drawing still live in package scenes, which
// imports this one. It imports no other game's packages and
// not package scenes (TestNoOtherGameDependencies).
package dicetable
