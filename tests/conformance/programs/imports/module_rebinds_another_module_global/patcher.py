import settings
settings.DEBUG = True
settings.LEVELS.append("trace")
settings.NEW = "added"
