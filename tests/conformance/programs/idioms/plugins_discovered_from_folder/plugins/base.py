REG = {}
