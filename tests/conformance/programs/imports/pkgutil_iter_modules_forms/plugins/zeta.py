KIND = "zeta"
