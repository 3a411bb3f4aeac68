size = 64
dtype = "fp16"
