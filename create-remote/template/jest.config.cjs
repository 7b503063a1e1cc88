module.exports = require('@video-admin/kit/jest').createJestConfig(__dirname);
