package scenes

// MaxSeats is the most seats a game has (the dice game's online edition:
// six): the setup's rows, the --seat flag's numbers and the names the
// setup offers go to it (TestMaxSeatsHoldsEveryGame).
const MaxSeats = 6
