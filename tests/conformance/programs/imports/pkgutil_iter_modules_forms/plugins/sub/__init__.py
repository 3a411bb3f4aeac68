KIND = "sub"
