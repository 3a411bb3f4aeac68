G = "g"
