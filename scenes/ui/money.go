package ui

import "strconv"

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
