TOP = "top"
