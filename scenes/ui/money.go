package ui

import "strconv"

// Plural writes a count and its noun: "1 die", "3 dice".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Dollars writes an amount as every table writes money: "$510,000",
// "-$20,000".
func Dollars(d int) string {
	neg := d < 0
	if neg {
		d = -d
	}
	s := strconv.Itoa(d)
	out := make([]byte, 0, len(s)+len(s)/3+2)
	if neg {
		out = append(out, '-')
	}
	out = append(out, '$')
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// ShortDollars writes an amount of whole thousands short: "$70k",
// "$100k", "-$20k"; any other amount as Dollars.
func ShortDollars(d int) string {
	if d == 0 || d%1000 != 0 {
		return Dollars(d)
	}
	s := strconv.Itoa(d / 1000)
	if d < 0 {
		return "-$" + s[1:] + "k"
	}
	return "$" + s + "k"
}

// FitDollars is the one rule of money written on a piece (a banknote, a
// money card, at every table): the amount d in full ("$70,000") when the
// full form of widest, the largest amount pieces of that size show, is no
// wider than w as width measures it at the piece's text size, else short
// ("$70k"). Deciding by the widest amount makes every piece of one size
// read alike ("$90,000" never beside "$100k").
func FitDollars(d, widest int, w float64, width func(s string) float64) string {
	if width(Dollars(max(d, widest))) <= w {
		return Dollars(d)
	}
	return ShortDollars(d)
}

// RoundDollars writes an amount short by its round part, as the money
// chart's axis and a phone's seat row do: "$0", "$3M" for whole millions,
// "$230k" otherwise (the thousands, the rest dropped).
func RoundDollars(v int) string {
	if v == 0 {
		return "$0"
	}
	if v%1000000 == 0 {
		return "$" + strconv.Itoa(v/1000000) + "M"
	}
	return "$" + strconv.Itoa(v/1000) + "k"
}
