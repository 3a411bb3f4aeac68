DEFAULT = "d"
