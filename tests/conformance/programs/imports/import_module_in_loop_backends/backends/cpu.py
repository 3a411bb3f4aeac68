NAME = "cpu"; PRIORITY = 1
