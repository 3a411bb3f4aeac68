X = "nodir"
