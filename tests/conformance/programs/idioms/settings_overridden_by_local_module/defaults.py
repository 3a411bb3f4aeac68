BATCH = 8
DEVICES = ["cpu"]
NAME = "base"
