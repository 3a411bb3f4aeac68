def speed():
    return "fast"
