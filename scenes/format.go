package scenes

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// dollars formats an amount like $1,230,000.
func dollars(d int) string {
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
