X = "alpha"
