X = "sub"
