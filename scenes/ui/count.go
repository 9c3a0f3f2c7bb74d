package ui

// countLabels are the counts CountLabel writes.
var countLabels = [...]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25+"}

// CountLabel writes a small count without allocating: "0" to "24", and
// "25+" from 25 on (a negative count as "0").
func CountLabel(n int) string { return countLabels[min(max(n, 0), len(countLabels)-1)] }
