BATCH = 64
DEVICES = ["cuda:0", "cuda:1"]
_SECRET = "x"
