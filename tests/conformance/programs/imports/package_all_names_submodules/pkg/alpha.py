A = "a"
