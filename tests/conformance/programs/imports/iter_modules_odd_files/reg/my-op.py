X = "hy"
