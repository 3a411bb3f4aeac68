KIND = "alpha"
