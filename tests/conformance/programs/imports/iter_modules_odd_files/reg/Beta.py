X = "B"
