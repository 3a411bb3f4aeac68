LOADED = []
