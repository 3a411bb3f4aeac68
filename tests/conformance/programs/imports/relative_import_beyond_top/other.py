Y = "top-level other"
