package ai

// linWeights are the weights of the linear value of an afterstate
// (linFeatures): the mean of two least-squares fits, each on the hard
// bot's placements in 2,400 heads-up classic games against medium (60,376
// and 60,430 afterstates). In the first, the hard bot's rollouts used
// weights fitted the same way on 200,000 games of the future model against
// medium; in the second, the first fit's weights (docs/ai.md). Refit with
// TestFitLinearValue.
var linWeights = [nLinFeatures]float64{
	0.88908,
	-0.048007,
	-0.05048,
	0.047006,
	0.13388,
	-0.46669,
	-0.19034,
	2.2913,
	0.043084,
	-0.21399,
	0.19261,
	-0.17857,
	-0.57911,
	3.2786,
	-1.8923,
	-0.393,
	0.13184,
	-0.00465,
	-0.36883,
	-0.63234,
	0.12285,
	0.31951,
	0.20662,
	0.1219,
	0.31724,
	0.71015,
	0.010114,
	0.25667,
	1.2605,
	0.046712,
}
