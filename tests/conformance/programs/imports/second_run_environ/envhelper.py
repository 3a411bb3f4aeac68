FLAG = "unset"
