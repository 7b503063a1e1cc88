module.exports = require('shared-ui/jest').createJestConfig(__dirname);
