B = "b"
