NAME = "gpu"; PRIORITY = 5
