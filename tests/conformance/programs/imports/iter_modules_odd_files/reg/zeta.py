X = "zeta"
